// The public entry of components/campaign-form: what other features may use (eslint-rules/boundaries.mjs).

/** The campaign form in a chunk of its own (its deliverables editor, form hook and image input), for next/dynamic. */
export const loadCampaignForm = () => import('./campaign-form').then((m) => m.CampaignForm);

/** The brief's deliverables editor ({platform, kind, count} lines), which a creator's package form uses too. */
export { DeliverablesEditor, deliverablesJson, type DeliverableLine } from './deliverables-editor';
