/**
 * @generated SignedSource<<e6f99ace785ac8270f934e8d49ea7896>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ConcreteRequest } from 'relay-runtime';
export type CalendarFeedSectionCreateMutation$variables = Record<PropertyKey, never>;
export type CalendarFeedSectionCreateMutation$data = {
  readonly createCalendarFeed: {
    readonly feed: {
      readonly createdAt: string;
    };
    readonly token: string;
    readonly url: string;
    readonly webcalUrl: string;
  };
};
export type CalendarFeedSectionCreateMutation = {
  response: CalendarFeedSectionCreateMutation$data;
  variables: CalendarFeedSectionCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "CreateCalendarFeedPayload",
    "kind": "LinkedField",
    "name": "createCalendarFeed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "url",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "webcalUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "token",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "CalendarFeed",
        "kind": "LinkedField",
        "name": "feed",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "createdAt",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "CalendarFeedSectionCreateMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "CalendarFeedSectionCreateMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9c9588c4e60b3bcdaa8e2fe6276c5db9",
    "id": null,
    "metadata": {},
    "name": "CalendarFeedSectionCreateMutation",
    "operationKind": "mutation",
    "text": "mutation CalendarFeedSectionCreateMutation {\n  createCalendarFeed {\n    url\n    webcalUrl\n    token\n    feed {\n      createdAt\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8bddcb99a28727d9144ad80e6bed15bb";

export default node;
