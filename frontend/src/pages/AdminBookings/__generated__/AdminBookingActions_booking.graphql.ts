/**
 * @generated SignedSource<<e64ab74ff85467da2d4a9bc59913cbc2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminBookingActions_booking$data = {
  readonly endsAt: string;
  readonly id: string;
  readonly space: {
    readonly name: string;
  };
  readonly status: BookingStatus;
  readonly totalPrice: string;
  readonly user: {
    readonly fullName: string;
  };
  readonly " $fragmentType": "AdminBookingActions_booking";
};
export type AdminBookingActions_booking$key = {
  readonly " $data"?: AdminBookingActions_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminBookingActions_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminBookingActions_booking",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
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
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Booking",
  "abstractKey": null
};

(node as any).hash = "af39a0062db7e5b5ab9bb154b3369627";

export default node;
