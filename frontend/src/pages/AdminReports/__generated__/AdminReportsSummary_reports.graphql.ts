/**
 * @generated SignedSource<<e0c9f3b6f69832ec294475f1333cbeda>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminReportsSummary_reports$data = {
  readonly monthRevenue: string;
  readonly pendingBookings: number;
  readonly spaces: number;
  readonly totalBookings: number;
  readonly totalRevenue: string;
  readonly users: number;
  readonly " $fragmentType": "AdminReportsSummary_reports";
};
export type AdminReportsSummary_reports$key = {
  readonly " $data"?: AdminReportsSummary_reports$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReportsSummary_reports">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReportsSummary_reports",
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
      "kind": "ScalarField",
      "name": "pendingBookings",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalRevenue",
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
      "name": "users",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "spaces",
      "storageKey": null
    }
  ],
  "type": "Reports",
  "abstractKey": null
};

(node as any).hash = "06d7930b8182cbcbafafd09eb1026c7f";

export default node;
