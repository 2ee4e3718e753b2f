/**
 * @generated SignedSource<<5e21c8f769cbd9d8ea5e763036c9dad4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingActor = "ADMIN" | "OWNER" | "SYSTEM" | "%future added value";
export type BookingEventKind = "APPROVED" | "CANCELLED" | "COMPLETED" | "CREATED" | "DECLINED" | "EXPIRED" | "PAID" | "REFUNDED" | "RESCHEDULED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BookingHistory_booking$data = {
  readonly history: ReadonlyArray<{
    readonly actor: BookingActor;
    readonly actorName: string | null | undefined;
    readonly at: string;
    readonly charged: string | null | undefined;
    readonly kind: BookingEventKind;
    readonly reason: string | null | undefined;
    readonly refunded: string | null | undefined;
  }>;
  readonly " $fragmentType": "BookingHistory_booking";
};
export type BookingHistory_booking$key = {
  readonly " $data"?: BookingHistory_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookingHistory_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookingHistory_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingEvent",
      "kind": "LinkedField",
      "name": "history",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "at",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actorName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "charged",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "refunded",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "ede166552932621eaacff76f2023ad26";

export default node;
