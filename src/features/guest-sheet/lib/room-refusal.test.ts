import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { roomRefusal } from './room-refusal';

function failed(status: number, data: unknown) {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    headers: {},
    config,
    data,
  });
}

const closed = {
  status: 403,
  message: 'This room is closed.',
  data: { Room: { code: 'room_closed', message: 'This room is closed.' } },
};
const timeUp = {
  status: 403,
  message: 'Time is up: your answers were collected at the deadline.',
  data: {
    Room: { code: 'time_up', message: 'Time is up: your answers were collected at the deadline.' },
  },
};

describe('roomRefusal', () => {
  it('reads a closed room and a time that is up from data.Room.code, with their words', () => {
    expect(roomRefusal(failed(403, closed))).toEqual({
      code: 'room_closed',
      message: 'This room is closed.',
    });
    expect(roomRefusal(failed(403, timeUp))).toEqual({
      code: 'time_up',
      message: 'Time is up: your answers were collected at the deadline.',
    });
  });

  it('reads a submission refused for want of a start, falling back on its own words', () => {
    const message = 'Start the test before you submit: reload this page to start.';
    const notStarted = { status: 403, message, data: { Room: { code: 'not_started', message } } };
    expect(roomRefusal(failed(403, notStarted))).toEqual({ code: 'not_started', message });
    const bare = { status: 403, message: '', data: { Room: { code: 'not_started', message: '' } } };
    expect(roomRefusal(failed(403, bare))).toEqual({ code: 'not_started', message });
  });

  it('falls back on the top message when data.Room has none', () => {
    const body = { ...closed, message: 'Closed.', data: { Room: { code: 'room_closed', message: '' } } };
    expect(roomRefusal(failed(403, body))).toEqual({ code: 'room_closed', message: 'Closed.' });
  });

  it('is not any other failure', () => {
    expect(roomRefusal(failed(403, { status: 403, message: 'Finish the gate first.', data: {} }))).toBeNull();
    expect(
      roomRefusal(failed(403, { ...closed, data: { Room: { code: 'other', message: 'x' } } })),
    ).toBeNull();
    expect(roomRefusal(failed(400, closed))).toBeNull();
    expect(roomRefusal(failed(409, closed))).toBeNull();
    expect(roomRefusal(failed(403, 'not json'))).toBeNull();
    expect(roomRefusal(new Error('This room is closed.'))).toBeNull();
  });
});
