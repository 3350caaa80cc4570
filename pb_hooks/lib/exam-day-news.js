// What the teacher does on exam day, felt on every open sheet within seconds (docs/architecture.md, "Exam
// day", "Felt at once"): the routes that pause, resume, collect or give extra time publish a message on
// PocketBase's realtime stream, on a topic the sheet subscribes to without signing in. A room's topic
// carries what every student of the room feels (pause, resume, collect); a student's own topic in the room
// carries their extra time. Guest writes fire no record events (docs/architecture.md, "Exam day"), so
// these topics are ours, not a collection's. Nothing secret travels: a message says what changed, and the
// sheet asks its own routes for the rest. The sheets' 15 s timing poll stays as the fallback.

const { formatTime } = require('./deadline.js');

/** A room's topic: `exam-day/{roomId}`. */
const roomTopic = (roomId) => `exam-day/${roomId}`;
/** A student's own topic in a room: `exam-day/{roomId}/{guestId}`. */
const guestTopic = (roomId, guestId) => `exam-day/${roomId}/${guestId}`;

/**
 * Sends `data` (as JSON) to every realtime client subscribed to `topic`; how many. A client's send only
 * queues the message for its stream, so 2,000 subscribers take a few milliseconds.
 */
function publish(app, topic, data) {
  const message = new SubscriptionMessage({ name: topic, data: JSON.stringify(data) });
  const clients = app.subscriptionsBroker().clients();
  let sent = 0;
  for (const id in clients) {
    const client = clients[id];
    if (client.hasSubscription(topic)) {
      client.send(message);
      sent += 1;
    }
  }
  return sent;
}

/**
 * A pause started or ended (exam-day.js's pauseChange: `change` as it was written). A pause carries its
 * `paused_at`; a resume its time `at` and the pause's length `shift_ms`, so a sheet moves its deadlines on
 * by it without asking, and its clock goes on from where it stood.
 */
function publishPause(app, roomId, change, before) {
  if (change.paused_at === undefined) return;
  if (change.paused_at !== '') {
    publish(app, roomTopic(roomId), { kind: 'paused', paused_at: change.paused_at });
    return;
  }
  const shiftMs = Math.max(0, change.paused_ms - (before.pausedMs || 0));
  publish(app, roomTopic(roomId), { kind: 'resumed', at: formatTime(Date.now()), shift_ms: shiftMs });
}

/** The room's open drafts were collected (and the room closed): each sheet shows what was submitted. */
const publishCollected = (app, roomId) => publish(app, roomTopic(roomId), { kind: 'collected' });

/** A student's extra time changed: their sheet asks for its timing at once. */
const publishTiming = (app, roomId, guestId) => publish(app, guestTopic(roomId, guestId), { kind: 'timing' });

module.exports = { roomTopic, guestTopic, publish, publishPause, publishCollected, publishTiming };
