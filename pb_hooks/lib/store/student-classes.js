// Where classes meet students (docs/product.md, "Students across mocks"): a class's managers see its
// students. CLASSES HOOK (h40-classes): classes land on their own branch; until they do, no one manages a
// class, and the students list has no class filter.

/** The ids of the students in the classes the staff member manages. */
function managedClassStudents(_app, _staff) {
  return [];
}

/** The ids of the students of the class `classId` when the staff member manages it; null: no such class. */
function classStudentsOf(_app, _staff, _classId) {
  return null;
}

module.exports = { managedClassStudents, classStudentsOf };
