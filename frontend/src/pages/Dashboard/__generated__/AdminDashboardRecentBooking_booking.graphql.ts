/**
 * @generated SignedSource<<7b225d286dc75f05ff3739a6455fc94a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminDashboardRecentBooking_booking$data = {
  readonly endsAt: string;
  readonly space: {
    readonly name: string;
  };
  readonly startsAt: string;
  readonly status: BookingStatus;
  readonly user: {
    readonly fullName: string;
  };
  readonly " $fragmentType": "AdminDashboardRecentBooking_booking";
};
export type AdminDashboardRecentBooking_booking$key = {
  readonly " $data"?: AdminDashboardRecentBooking_booking$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminDashboardRecentBooking_booking">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminDashboardRecentBooking_booking",
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

(node as any).hash = "85af6af57f4cdd7b9dbf6088bd1bdd98";

export default node;
