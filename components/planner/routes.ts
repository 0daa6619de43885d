/** The planner pages' paths, for the components beside them (defined in lib/shell/planner-paths). */
export * from '@/lib/shell/planner-paths';
