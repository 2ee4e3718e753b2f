/**
 * @generated SignedSource<<dc3fed32877faead7dbfab6c5ac3211b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminReportsBookings_reports$data = {
  readonly statusDistribution: {
    readonly cancelled: number;
    readonly completed: number;
    readonly confirmed: number;
    readonly pending: number;
  };
  readonly totalBookings: number;
  readonly " $fragmentType": "AdminReportsBookings_reports";
};
export type AdminReportsBookings_reports$key = {
  readonly " $data"?: AdminReportsBookings_reports$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReportsBookings_reports">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReportsBookings_reports",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalBookings",
      "storageKey": null
    },
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
    }
  ],
  "type": "Reports",
  "abstractKey": null
};

(node as any).hash = "4fce0ef959b755b7ee731ad49f22798b";

export default node;
