import { LEAD_FORM_ATTRIBUTE } from '../../../../shared/api/leads.ts';

/**
 * The lead-form contract as the model is told it. The export wires marked forms to the
 * page's capture URL by these names; an action the model makes up (example.com) would send
 * visitors' details to a stranger, so it must never write one.
 */
export const LEAD_FORM_RULES = `- Lead forms: every form that collects visitor details is <form ${LEAD_FORM_ATTRIBUTE} method="post"> with NO action attribute: the export connects the form to the page's lead destination; never invent an action URL. Name inputs with the standard names as relevant: first_name, last_name (or full_name for a single name field), email, phone, message; other fields get clear snake_case names (preferred_date, company). Every input has a visible <label for>, and the form ends with a real submit button.`;

/** For edits: forms keep working, new ones follow the same contract. */
export const LEAD_FORM_EDIT_RULES = `- Keep lead forms working: keep each form's ${LEAD_FORM_ATTRIBUTE} attribute and its inputs' names exactly as they are, and never invent an action URL (the export connects forms to the page's lead destination). A new form is <form ${LEAD_FORM_ATTRIBUTE} method="post"> without action, with standard input names (first_name, last_name or full_name, email, phone, message; snake_case for others), a visible <label for> per input and a submit button.`;
