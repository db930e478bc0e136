import assert from 'node:assert/strict';
import { test } from 'node:test';
import { callKey, duplicatesOf } from './calls.mjs';

test('the same call with its query in another order is a duplicate', () => {
  const a = callKey('GET', 'http://localhost:1/api/games.get?v=2.32&locale=en&options={"count":48}');
  const b = callKey('GET', 'http://localhost:1/api/games.get?locale=en&options={"count":48}&v=2.32');
  assert.equal(a, b);
  assert.deepEqual(duplicatesOf([a, b, 'GET api/account.getInfo?']), [`${a} x2`]);
});

test('other arguments, another method or another path are different calls', () => {
  const calls = [
    callKey('GET', 'http://h/api/games.get?options={"offset":0}'),
    callKey('GET', 'http://h/api/games.get?options={"offset":48}'),
    callKey('POST', 'http://h/api/games.get?options={"offset":0}', 'x=1'),
    callKey('GET', 'http://h/cms/games.get?options={"offset":0}'),
  ];
  assert.deepEqual(duplicatesOf(calls), []);
});

test('multipart bodies compare by their fields, not their random boundary', () => {
  const body = (boundary, fields) =>
    `${fields.map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${boundary}--\r\n`;
  const first = callKey('POST', 'http://h/api/auth.login', body('AaB03x', [['login', 'a'], ['password', 'b']]), 'multipart/form-data; boundary=AaB03x');
  const second = callKey('POST', 'http://h/api/auth.login', body('ZzY98w', [['password', 'b'], ['login', 'a']]), 'multipart/form-data; boundary=ZzY98w');
  const other = callKey('POST', 'http://h/api/auth.login', body('Qq', [['login', 'c'], ['password', 'b']]), 'multipart/form-data; boundary=Qq');
  assert.equal(first, second);
  assert.notEqual(first, other);
});

test('pages, scripts and images are not platform calls', () => {
  assert.equal(callKey('GET', 'http://h/assets/index.js'), null);
  assert.equal(callKey('GET', 'http://h/platform/images/games/x.webp'), null);
  assert.equal(callKey('GET', 'http://h/apix/thing'), null);
});
