package org.chesseus.rules.l2.search;

/** How a search over legal lines ended. */
enum Outcome {
    /** A line reached a checkmate by the mater; the search state holds it. */
    MATE,
    /** Every line closed without a mate: a proof of "cannot mate". */
    CLOSED,
    /** The root position's static proof holds: "cannot mate" by a blockade, no search needed. */
    PROVEN,
    /** Neither: the node or depth budget ran out, or (for forced moves) a choice was reached. */
    OPEN
}
