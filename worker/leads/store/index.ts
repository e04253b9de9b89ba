/**
 * Leads in D1, the only code that reads or writes the leads table: storing a lead (a repeat within
 * 10 minutes merges into the first row), reading them for staff, and recording each delivery
 * channel's state. Each job has its module under store/; this is what the rest of the Worker uses.
 */
export { type Channel, finishAttempt, markDeliveryDead, recordQueueFailure, setChannelState, skipDelivery, stalledLeadIds } from './delivery-state';
export { type LeadFields, leadFields, type LeadRow } from './lead-fields';
export { type NewLead, type SaveResult, saveLead } from './save-lead';
export { getLead, type LeadFilters, listLeads, setLeadStatus } from './staff-reads';
