// Placeholder until the exam library screen lands (docs/product.md, "Authoring").
export default function ExamLibraryRoute() {
  return <h1 className="text-2xl font-semibold">Exams</h1>;
}
