/**
 * @generated SignedSource<<7a68eb92aed884a68b8d18f9d5362166>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type BookingStatus = "AWAITING_APPROVAL" | "CANCELLED" | "COMPLETED" | "CONFIRMED" | "PENDING" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type AdminReportsOverview_reports$data = {
  readonly recentBookings: ReadonlyArray<{
    readonly id: string;
    readonly space: {
      readonly name: string;
    };
    readonly startsAt: string;
    readonly status: BookingStatus;
    readonly totalPrice: string;
    readonly user: {
      readonly fullName: string;
    };
  }>;
  readonly statusDistribution: {
    readonly cancelled: number;
    readonly completed: number;
    readonly confirmed: number;
    readonly pending: number;
  };
  readonly " $fragmentType": "AdminReportsOverview_reports";
};
export type AdminReportsOverview_reports$key = {
  readonly " $data"?: AdminReportsOverview_reports$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReportsOverview_reports">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReportsOverview_reports",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "BookingStatusCounts",
      "kind": "LinkedField",
      "name": "statusDistribution",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pending",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "confirmed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "completed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cancelled",
          "storageKey": null
        }
      ],
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
      "storageKey": null
    }
  ],
  "type": "Reports",
  "abstractKey": null
};

(node as any).hash = "29a8953c154de63fecc1efe1dd6d4355";

export default node;
