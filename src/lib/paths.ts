// The app's paths, in one place: screens link and redirect through these, never through literal strings,
// so a route can move without a hunt. The router (src/app/router.tsx) declares the same shapes.

const segment = (value: string) => encodeURIComponent(value);

export const paths = {
  home: '/',
  guestSheet: (slug: string) => `/ielts/${segment(slug)}`,
  /** A student's own progress page (docs/product.md, "Students across mocks"): no sign-in, the token is the key. */
  progress: (token: string) => `/ielts/progress/${segment(token)}`,
  admin: {
    home: '/_',
    login: '/_/login',
    dashboard: '/_/dashboard',
    /** Every room's detail lives under this prefix (the navigation highlights "My sheet" there). */
    roomPrefix: '/_/room/',
    room: (slug: string) => `/_/room/${segment(slug)}`,
    roomResults: (slug: string) => `/_/room/${segment(slug)}/results`,
    roomMarking: (slug: string) => `/_/room/${segment(slug)}/marking`,
    /** Exam day: every student's state and time left (docs/architecture.md, "Exam day"). */
    roomLive: (slug: string) => `/_/room/${segment(slug)}/live`,
    /** The teacher's exam library, and one exam's editor. */
    exams: '/_/exams',
    exam: (id: string) => `/_/exams/${segment(id)}`,
    /** The teacher's classes, and one class's page (docs/product.md, "Classes"). */
    classes: '/_/classes',
    class: (id: string) => `/_/classes/${segment(id)}`,
    about: '/_/about',
    user: '/_/user',
    /** Colleagues' accounts, for admins (docs/product.md, "People"). */
    people: '/_/people',
    /** A one-time set-password link, as the server answers it (`/_/welcome/{token}`). */
    welcome: (token: string) => `/_/welcome/${segment(token)}`,
    /** The students of the teacher's rooms, and one student's history. */
    students: '/_/students',
    student: (id: string) => `/_/students/${segment(id)}`,
  },
} as const;
