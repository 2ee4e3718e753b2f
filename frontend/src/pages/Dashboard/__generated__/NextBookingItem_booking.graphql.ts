/**
 * @generated SignedSource<<fef8e034f977bc8a4e11fea3c43bb047>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type NextBookingItem_booking$data = {
  readonly endsAt: string;
  readonly space: {
    readonly name: string;
    readonly resources: ReadonlyArray<string>;
  };
  readonly startsAt: string;
  readonly status: BookingStatus;
  readonly " $fragmentSpreads": FragmentRefs<"BookingDetailsDialog_booking">;
  readonly " $fragmentType": "NextBookingItem_booking";
};
export type NextBookingItem_booking$key = {
  readonly " $data"?: NextBookingItem_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"NextBookingItem_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NextBookingItem_booking",
  "selections": [
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
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "resources",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "BookingDetailsDialog_booking"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "68fac70e48b24851e226cd85e7cbcb39";

export default node;
