/**
 * The task libraries of the types the form's sites are, each loaded once when a site first takes
 * that type (GET /staff/api/pricing/tasks/:type); a failed one is kept with its reason until
 * `retry`. A library is read only for what a new site starts from and where a count is due, so
 * the form stays usable while one loads or fails.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LibraryTask } from '../../../../shared/pricing/tasks';
import { getTaskLibrary } from '../pricing/pricing-api';
import { describeError } from '../lib/http';
import type { Libraries } from './proposal-values';

export interface TaskLibraries {
  libraries: Libraries;
  errors: ReadonlyMap<string, string>;
  retry: (type: string) => void;
}

export function useTaskLibraries(types: readonly string[]): TaskLibraries {
  const [libraries, setLibraries] = useState<Libraries>(new Map());
  const [errors, setErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const asked = useRef(new Set<string>());
  const [attempt, setAttempt] = useState(0);
  const wanted = [...new Set(types.filter(Boolean))].sort().join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `wanted` names the types; `attempt` asks again after a failure
  useEffect(() => {
    for (const type of wanted ? wanted.split(',') : []) {
      if (asked.current.has(type)) continue;
      asked.current.add(type);
      getTaskLibrary(type).then(
        (library) => {
          const tasks: LibraryTask[] = library.tasks.map(({ area, task, frequency, unit, minutes_per_unit }) => ({
            area,
            task,
            frequency,
            unit,
            minutes_per_unit,
          }));
          setLibraries((m) => new Map(m).set(type, tasks));
        },
        (err: unknown) => setErrors((m) => new Map(m).set(type, describeError(err))),
      );
    }
  }, [wanted, attempt]);

  const retry = useCallback((type: string) => {
    asked.current.delete(type);
    setErrors((m) => {
      const next = new Map(m);
      next.delete(type);
      return next;
    });
    setAttempt((n) => n + 1);
  }, []);

  return { libraries, errors, retry };
}
