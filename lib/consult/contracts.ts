import { z } from 'zod';
import { catalogue } from '@/lib/api/catalogue';
import { contract } from '@/lib/api/contract';
import {
  companySuggestionsSchema,
  companySuggestSchema,
  consultTicketAnswerSchema,
  consultTicketSchema,
  serviceListItemSchema,
  serviceListSchema,
} from './schemas';

// The software-consulting dialog's calls (002 §7).

export const getServiceListCall = contract(catalogue.getServiceList, {
  summary: 'The services a software consult may ask about, with whether each is online (002 §7 service list).',
  input: serviceListSchema,
  output: z.array(serviceListItemSchema),
});

export const getBuInfosByBuNameCall = contract(catalogue.getBuInfosByBuName, {
  summary: 'Up to 10 supplier and purchaser names that start with what was typed (002 §7 company suggestion).',
  input: companySuggestSchema,
  output: companySuggestionsSchema,
});

export const consultTicketCreateCall = contract(catalogue.consultTicketCreate, {
  summary: 'Files a software-consulting ticket; a visitor whose phone checks out is logged in with the answer (002 §7 consult ticket create).',
  input: consultTicketSchema,
  output: consultTicketAnswerSchema,
});
