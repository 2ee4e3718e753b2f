/**
 * @generated SignedSource<<e1492eb09fa18ad26030a60ed910ec94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminBookingRow_booking$data = {
  readonly endsAt: string;
  readonly notes: string | null | undefined;
  readonly space: {
    readonly capacity: number;
    readonly name: string;
  };
  readonly startsAt: string;
  readonly status: BookingStatus;
  readonly totalPrice: string;
  readonly user: {
    readonly email: string;
    readonly fullName: string;
  };
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingActions_booking">;
  readonly " $fragmentType": "AdminBookingRow_booking";
};
export type AdminBookingRow_booking$key = {
  readonly " $data"?: AdminBookingRow_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingRow_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminBookingRow_booking",
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
      "kind": "ScalarField",
      "name": "totalPrice",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notes",
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
          "name": "capacity",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "user",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AdminBookingActions_booking"
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "68e87d40ff293c2cde1b9d6d9b9c0049";

export default node;
