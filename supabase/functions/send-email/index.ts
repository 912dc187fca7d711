/**
 * The send-email edge function (Supabase, Deno). Settings: EMAIL_TRANSPORT=resend with
 * RESEND_API_KEY, LEAD_EMAIL_TO and LEAD_EMAIL_FROM in production; see config.ts.
 */
import { configFromEnv } from './config.ts';
import { createHandler } from './create-handler.ts';
import { denoFiles } from './deno-files.ts';

Deno.serve(createHandler(configFromEnv(Deno.env), { files: denoFiles }));
