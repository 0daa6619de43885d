/** Planner, package and quotation pages: their client components' translations on top of the shell's. */
export { PlannerMessagesLayout as default } from '@/components/i18n/client-messages';
