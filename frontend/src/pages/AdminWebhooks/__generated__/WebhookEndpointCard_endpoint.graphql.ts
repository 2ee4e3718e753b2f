/**
 * @generated SignedSource<<35d9e333120b95bc6731065fecb2f565>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type WebhookDeliveryState = "DELIVERED" | "FAILED" | "PENDING" | "%future added value";
export type WebhookEvent = "BOOKING_APPROVED" | "BOOKING_CANCELLED" | "BOOKING_COMPLETED" | "BOOKING_CONFIRMED" | "BOOKING_CREATED" | "BOOKING_RESCHEDULED" | "SPACE_CHANGED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type WebhookEndpointCard_endpoint$data = {
  readonly active: boolean;
  readonly createdAt: string;
  readonly deliveries: ReadonlyArray<{
    readonly attempts: number;
    readonly createdAt: string;
    readonly error: string | null | undefined;
    readonly event: WebhookEvent | null | undefined;
    readonly id: string;
    readonly nextAttemptAt: string | null | undefined;
    readonly responseStatus: number | null | undefined;
    readonly state: WebhookDeliveryState;
  }>;
  readonly description: string;
  readonly events: ReadonlyArray<WebhookEvent>;
  readonly id: string;
  readonly url: string;
  readonly " $fragmentType": "WebhookEndpointCard_endpoint";
};
export type WebhookEndpointCard_endpoint$key = {
  readonly " $data"?: WebhookEndpointCard_endpoint$data;
  readonly " $fragmentSpreads": FragmentRefs<"WebhookEndpointCard_endpoint">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "WebhookEndpointCard_endpoint",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "events",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "active",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "WebhookDelivery",
      "kind": "LinkedField",
      "name": "deliveries",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "event",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "state",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "attempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "responseStatus",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "error",
          "storageKey": null
        },
        (v1/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "nextAttemptAt",
          "storageKey": null
        }
      ],
      "storageKey": "deliveries(first:20)"
    }
  ],
  "type": "WebhookEndpoint",
  "abstractKey": null
};
})();

(node as any).hash = "98f1bbffb153eee5694f46d00c5fc118";

export default node;
