/// <reference path="../pb_data/types.d.ts" />
// A submission removes the guest's draft for the room in the same statement (DESIGN §4), whoever inserts it:
// one atomic write instead of an explicit transaction on the hottest path of a test's end.

migrate(
  (app) => {
    app
      .db()
      .newQuery(
        `CREATE TRIGGER IF NOT EXISTS submissions_remove_draft AFTER INSERT ON submissions
         BEGIN
           DELETE FROM pending_submissions WHERE Guest = NEW.Guest AND Room = NEW.Room;
         END`,
      )
      .execute();
  },
  (app) => {
    app.db().newQuery('DROP TRIGGER IF EXISTS submissions_remove_draft').execute();
  },
);
