// The comment bank's writes beyond a record save (docs/architecture.md, "Comment bank").

/** One more use of a comment: one UPDATE, so two uses at once count twice. */
function countCommentUse(app, commentId) {
  app.db().newQuery('UPDATE comments SET uses = uses + 1 WHERE id = {:id}').bind({ id: commentId }).execute();
}

module.exports = { countCommentUse };
