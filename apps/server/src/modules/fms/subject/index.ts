/** The public face of this module: what other modules use of it. */
export { fmsSubjectTable } from './subject.schema.ts';
export { subjectColumns, subjectLabel, subjectName } from './subject-columns.ts';
