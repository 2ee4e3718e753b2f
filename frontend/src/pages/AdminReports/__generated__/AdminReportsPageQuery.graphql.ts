/**
 * @generated SignedSource<<168d67779f81866a1ffd2de9985c57cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type AdminReportsPageQuery$variables = Record<PropertyKey, never>;
export type AdminReportsPageQuery$data = {
  readonly reports: {
    readonly " $fragmentSpreads": FragmentRefs<"AdminReportsBookings_reports" | "AdminReportsOverview_reports" | "AdminReportsRevenue_reports" | "AdminReportsSummary_reports">;
  };
};
export type AdminReportsPageQuery = {
  response: AdminReportsPageQuery$data;
  variables: AdminReportsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminReportsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reports",
        "kind": "LinkedField",
        "name": "reports",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminReportsSummary_reports"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminReportsOverview_reports"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminReportsBookings_reports"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AdminReportsRevenue_reports"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AdminReportsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "Reports",
        "kind": "LinkedField",
        "name": "reports",
        "plural": false,
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
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Booking",
            "kind": "LinkedField",
            "name": "recentBookings",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                  },
                  (v0/*:: as any*/)
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
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
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
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "da4cd982cb4d8b4e312ea4cff7fec18d",
    "id": null,
    "metadata": {},
    "name": "AdminReportsPageQuery",
    "operationKind": "query",
    "text": "query AdminReportsPageQuery {\n  reports {\n    ...AdminReportsSummary_reports\n    ...AdminReportsOverview_reports\n    ...AdminReportsBookings_reports\n    ...AdminReportsRevenue_reports\n  }\n}\n\nfragment AdminReportsBookings_reports on Reports {\n  totalBookings\n  statusDistribution {\n    pending\n    confirmed\n    completed\n    cancelled\n  }\n}\n\nfragment AdminReportsOverview_reports on Reports {\n  statusDistribution {\n    pending\n    confirmed\n    completed\n    cancelled\n  }\n  recentBookings {\n    id\n    status\n    startsAt\n    totalPrice\n    space {\n      name\n      id\n    }\n    user {\n      fullName\n      id\n    }\n  }\n}\n\nfragment AdminReportsRevenue_reports on Reports {\n  totalRevenue\n  monthRevenue\n  revenueByMonth {\n    month\n    revenue\n  }\n}\n\nfragment AdminReportsSummary_reports on Reports {\n  totalBookings\n  pendingBookings\n  totalRevenue\n  monthRevenue\n  users\n  spaces\n}\n"
  }
};
})();

(node as any).hash = "85735a34f05a03ae665ba0e0432c2908";

export default node;
