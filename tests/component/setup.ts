/**
 * Every component test starts from a blank page: RTL's cleanup unmounts what the test rendered
 * (vitest runs without globals, so RTL cannot register it by itself), the mocked fetch is put
 * back, and the editor's kept copies of unsaved edits (sessionStorage) do not reach the next test.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Leads, subscribers and the editor are lazy routes: the first test to open one in a run waits for
// its modules to be transformed, which can take longer than findBy's default second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
});

// happy-dom has no <search> element yet, so React warns about the lists' search landmark on every
// render; only that warning is dropped, every other console error still shows.
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && args[0].includes('is unrecognized in this browser') && args.includes('search')) return;
  consoleError(...args);
};
