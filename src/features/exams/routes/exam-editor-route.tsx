// Placeholder until the exam editor screen lands (docs/product.md, "Authoring").
export default function ExamEditorRoute() {
  return <h1 className="text-2xl font-semibold">Exams</h1>;
}
