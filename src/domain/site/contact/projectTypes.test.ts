import { describe, expect, it } from 'vitest';
import { isProjectType, projectTypes } from './projectTypes';

describe('project types', () => {
  it('are the five documented options, with their labels', () => {
    expect(projectTypes.map((t) => `${t.value}:${t.label}`)).toEqual([
      'sponsorship:Sponsorship',
      'youtube:YouTube Video',
      'music:Music Video',
      'gaming:Gaming Content',
      'other:Other',
    ]);
  });

  it('accepts only those values', () => {
    expect(isProjectType('music')).toBe(true);
    expect(isProjectType('Music')).toBe(false);
    expect(isProjectType('')).toBe(false);
  });
});
