/**
 * @generated SignedSource<<fceeea91ec2c288086e7a125bed6d3fd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminReportsRevenue_reports$data = {
  readonly monthRevenue: string;
  readonly revenueByMonth: ReadonlyArray<{
    readonly month: string;
    readonly revenue: string;
  }>;
  readonly totalRevenue: string;
  readonly " $fragmentType": "AdminReportsRevenue_reports";
};
export type AdminReportsRevenue_reports$key = {
  readonly " $data"?: AdminReportsRevenue_reports$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminReportsRevenue_reports">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminReportsRevenue_reports",
  "selections": [
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
      "concreteType": "MonthRevenue",
      "kind": "LinkedField",
      "name": "revenueByMonth",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "month",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "revenue",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Reports",
  "abstractKey": null
};

(node as any).hash = "e1f1da8454ad8bf628aa15a95d679818";

export default node;
