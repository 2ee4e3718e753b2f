/**
 * @generated SignedSource<<4e871668d74b5843c7a1262fc797da42>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminDashboard_dashboard$data = {
  readonly activeSpaces: number;
  readonly awaitingApproval: number;
  readonly bookingsToday: number;
  readonly monthRevenue: number;
  readonly performance: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminDashboardPerformance_performance">;
  };
  readonly recentBookings: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"AdminDashboardRecentBooking_booking">;
  }>;
  readonly registeredUsers: number;
  readonly " $fragmentType": "AdminDashboard_dashboard";
};
export type AdminDashboard_dashboard$key = {
  readonly " $data"?: AdminDashboard_dashboard$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminDashboard_dashboard">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminDashboard_dashboard",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "activeSpaces",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bookingsToday",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "monthRevenue",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "registeredUsers",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "awaitingApproval",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Booking",
      "kind": "LinkedField",
      "name": "recentBookings",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AdminDashboardRecentBooking_booking"
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Performance",
      "kind": "LinkedField",
      "name": "performance",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "AdminDashboardPerformance_performance"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "AdminDashboard",
  "abstractKey": null
};

(node as any).hash = "589c588fc79d126a77253107aad836a3";

export default node;
