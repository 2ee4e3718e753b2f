/**
 * @generated SignedSource<<aad33596c8d8cfe1fa7d458f7f7c7e59>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type BookedStep_booking$data = {
  readonly decideBy: string | null | undefined;
  readonly durationMinutes: number;
  readonly endsAt: string;
  readonly payBy: string | null | undefined;
  readonly space: {
    readonly name: string;
  };
  readonly startsAt: string;
  readonly status: BookingStatus;
  readonly totalPrice: string;
  readonly " $fragmentSpreads": FragmentRefs<"PayBookingDialog_booking">;
  readonly " $fragmentType": "BookedStep_booking";
};
export type BookedStep_booking$key = {
  readonly " $data"?: BookedStep_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"BookedStep_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "BookedStep_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "startsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "endsAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "durationMinutes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "payBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "decideBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Space",
      "kind": "LinkedField",
      "name": "space",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PayBookingDialog_booking"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "03f430a1b2434191202a092f03f486e6";

export default node;
