/**
 * @generated SignedSource<<964655b6a7bd3b2f9b95bae8f634e8d0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type HolidaysFields = {
  includeOptional?: boolean;
  spaceId?: string | null | undefined;
  year: number;
};
export type ClosuresDialogHolidaysPreviewQuery$variables = {
  input: HolidaysFields;
};
export type ClosuresDialogHolidaysPreviewQuery$data = {
  readonly holidaysPreview: {
    readonly affected: {
      readonly bookings: ReadonlyArray<{
        readonly id: string;
        readonly space: {
          readonly name: string;
        };
        readonly startsAt: string;
        readonly user: {
          readonly fullName: string;
        };
      }>;
      readonly count: number;
    };
    readonly holidays: ReadonlyArray<{
      readonly date: string;
      readonly name: string;
    }>;
  };
};
export type ClosuresDialogHolidaysPreviewQuery = {
  response: ClosuresDialogHolidaysPreviewQuery$data;
  variables: ClosuresDialogHolidaysPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "Holiday",
  "kind": "LinkedField",
  "name": "holidays",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "date",
      "storageKey": null
    },
    (v2/*:: as any*/)
  ],
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "count",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startsAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "fullName",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ClosuresDialogHolidaysPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HolidaysPreview",
        "kind": "LinkedField",
        "name": "holidaysPreview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AffectedBookings",
            "kind": "LinkedField",
            "name": "affected",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "bookings",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Space",
                    "kind": "LinkedField",
                    "name": "space",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/)
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
                      (v7/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClosuresDialogHolidaysPreviewQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "HolidaysPreview",
        "kind": "LinkedField",
        "name": "holidaysPreview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "AffectedBookings",
            "kind": "LinkedField",
            "name": "affected",
            "plural": false,
            "selections": [
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "Booking",
                "kind": "LinkedField",
                "name": "bookings",
                "plural": true,
                "selections": [
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "Space",
                    "kind": "LinkedField",
                    "name": "space",
                    "plural": false,
                    "selections": [
                      (v2/*:: as any*/),
                      (v5/*:: as any*/)
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
                      (v7/*:: as any*/),
                      (v5/*:: as any*/)
                    ],
                    "storageKey": null
                  }
                ],
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
    "cacheID": "22b4660ec14c701bb6a19d6afbfc5b72",
    "id": null,
    "metadata": {},
    "name": "ClosuresDialogHolidaysPreviewQuery",
    "operationKind": "query",
    "text": "query ClosuresDialogHolidaysPreviewQuery(\n  $input: HolidaysFields!\n) {\n  holidaysPreview(input: $input) {\n    holidays {\n      date\n      name\n    }\n    affected {\n      count\n      bookings {\n        id\n        startsAt\n        space {\n          name\n          id\n        }\n        user {\n          fullName\n          id\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dbc6b553d77ef02ecb29aa2848623658";

export default node;
