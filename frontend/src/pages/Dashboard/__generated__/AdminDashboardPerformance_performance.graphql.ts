/**
 * @generated SignedSource<<14a2e19f418be03cf59ee4d0fa4df976>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminDashboardPerformance_performance$data = {
  readonly growthPercent: number | null | undefined;
  readonly occupancyPercent: number | null | undefined;
  readonly satisfaction: number | null | undefined;
  readonly " $fragmentType": "AdminDashboardPerformance_performance";
};
export type AdminDashboardPerformance_performance$key = {
  readonly " $data"?: AdminDashboardPerformance_performance$data;
  readonly " $fragmentSpreads": FragmentRefs<"AdminDashboardPerformance_performance">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AdminDashboardPerformance_performance",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "occupancyPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "growthPercent",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "satisfaction",
      "storageKey": null
    }
  ],
  "type": "Performance",
  "abstractKey": null
};

(node as any).hash = "d228c8b3a26caa4115e006bbcba63e6c";

export default node;
