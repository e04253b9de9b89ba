/**
 * Leads in D1, the only code that reads or writes the leads tables: storing a lead (a repeat within
 * 10 minutes is kept beside the first lead, its form token recorded as spent), reading them for
 * staff, and recording each delivery channel's state. Each job has its module under store/; this
 * is what the rest of the Worker uses.
 */
export { type Channel, finishAttempt, markDeliveryDead, recordQueueFailure, setChannelState, skipDelivery, stalledLeadIds } from './delivery-state';
export { type LeadFields, leadFields, type LeadRow } from './lead-fields';
export { type NewLead, type SaveResult, saveLead } from './save-lead';
export { getLead, getLeadWithRepeats, type LeadFilters, type LeadRepeat, type LeadWithRepeats, type ListedLead, listLeads } from './staff-reads';
