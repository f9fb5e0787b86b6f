/**
 * Overlay {@code uscf}: the US Chess Federation's Official Rules (7th edition) over the FIDE book —
 * claims of triple occurrence and fifty moves (14C, 14F), no automatic fivefold or 75-move ending
 * (14K, offered as the optional layer {@code uscf-14k}), resignation always loses, flag fall by
 * 14E (insufficient material to win on time: a forced win decides, read from a retrograde endgame
 * table of layer l2 for four pieces or fewer), simple delay by default (5E, 5F). Exports nothing.
 */
module org.chesseus.rules.uscf {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.chesseus.rules.uscf.UscfLayer,
            org.chesseus.rules.uscf.DirectorDrawsLayer;
}
