import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_anchorstandin';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_anchorstandin';

type Json = Record<string, unknown>;

/** What the api sent to one endpoint: the form fields as Stripe's SDK encodes them (`a[b][c]=...`). */
export interface StandInCall {
  method: string;
  path: string;
  form: Record<string, string>;
}

const DAY_S = 24 * 60 * 60;

/**
 * The few Stripe endpoints the api uses, on 127.0.0.1: create and read Checkout Sessions (subscription
 * mode, the subscription expandable) and update a subscription. `complete` plays the person paying on the
 * hosted page; `signedEvent` signs a webhook body with the SDK's own test helper.
 */
export class StripeStandIn {
  readonly calls: StandInCall[] = [];
  private readonly sessions = new Map<string, Json>();
  private readonly subscriptions = new Map<string, Json>();
  private readonly sdk = new Stripe(STAND_IN_SECRET_KEY);
  private server: Server | null = null;
  private counter = 0;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The person finishes the hosted page: a customer and a subscription exist, trialing when the session had a trial. */
  complete(sessionId: string, nowSeconds = Math.floor(Date.now() / 1000)): { subscriptionId: string } {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const form = session.form as Record<string, string>;
    const trialDays = Number(form['subscription_data[trial_period_days]'] ?? 0);
    const interval = form['line_items[0][price_data][recurring][interval]'];
    const periodEnd = nowSeconds + (trialDays > 0 ? trialDays : interval === 'year' ? 365 : 30) * DAY_S;
    const subscription = {
      id: this.nextId('sub'),
      object: 'subscription',
      status: trialDays > 0 ? 'trialing' : 'active',
      trial_end: trialDays > 0 ? periodEnd : null,
      cancel_at_period_end: false,
      pause_collection: null,
      items: {
        object: 'list',
        data: [{ object: 'subscription_item', current_period_start: nowSeconds, current_period_end: periodEnd }],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      status: 'complete',
      payment_status: trialDays > 0 ? 'no_payment_required' : 'paid',
      amount_total: trialDays > 0 ? 0 : Number(form['line_items[0][price_data][unit_amount]']),
      customer: this.nextId('cus'),
      subscription: subscription.id,
    });
    return { subscriptionId: subscription.id };
  }

  session(sessionId: string): Json {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    return this.publicSession(session, false);
  }

  /** A webhook delivery as Stripe makes it: the JSON body and its Stripe-Signature header. */
  signedEvent(type: string, object: Json, id = this.nextId('evt'), secret = STAND_IN_WEBHOOK_SECRET) {
    const payload = JSON.stringify({ id, object: 'event', type, api_version: null, created: 0, data: { object } });
    return { id, payload, signature: this.sdk.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  /** An invoice of a subscription, as invoice.paid and invoice.payment_failed carry it. */
  invoice(
    subscriptionId: string,
    options: { amount: number; start: Date; end: Date; reason?: string; paid: boolean },
  ): Json {
    return {
      id: this.nextId('in'),
      object: 'invoice',
      billing_reason: options.reason ?? 'subscription_cycle',
      amount_paid: options.paid ? options.amount : 0,
      amount_due: options.amount,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      lines: {
        object: 'list',
        data: [{ period: { start: options.start.getTime() / 1000, end: options.end.getTime() / 1000 } }],
      },
    };
  }

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}_test${String(this.counter).padStart(6, '0')}`;
  }

  private publicSession(session: Json, expand: boolean): Json {
    const { form: _form, ...rest } = session;
    const subscription = rest.subscription as string | null;
    return expand && subscription ? { ...rest, subscription: this.subscriptions.get(subscription) } : rest;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    this.calls.push({ method: request.method ?? '', path: url.pathname, form });
    const send = (status: number, body: unknown): void => {
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`)
      return send(401, { error: { type: 'invalid_request_error' } });
    const sessionMatch = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
    const subscriptionMatch = /^\/v1\/subscriptions\/([\w]+)$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = this.nextId('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: form.mode,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: form.client_reference_id,
        metadata: {
          plan: form['metadata[plan]'],
          paymentMethod: form['metadata[paymentMethod]'],
          userId: form['metadata[userId]'],
        },
        customer: null,
        subscription: null,
        amount_total: null,
        form,
      };
      this.sessions.set(id, session);
      return send(200, this.publicSession(session, false));
    }
    if (request.method === 'GET' && sessionMatch && this.sessions.has(sessionMatch[1])) {
      const expand =
        url.searchParams.getAll('expand[]').includes('subscription') ||
        url.searchParams.get('expand[0]') === 'subscription';
      return send(200, this.publicSession(this.sessions.get(sessionMatch[1]) as Json, expand));
    }
    if (request.method === 'POST' && subscriptionMatch && this.subscriptions.has(subscriptionMatch[1])) {
      const subscription = this.subscriptions.get(subscriptionMatch[1]) as Json;
      subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
      subscription.pause_collection = form['pause_collection[resumes_at]']
        ? { behavior: form['pause_collection[behavior]'], resumes_at: Number(form['pause_collection[resumes_at]']) }
        : null;
      return send(200, subscription);
    }
    return send(404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
  }
}
