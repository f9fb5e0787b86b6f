/** A club's rule book, the plugin guide's tutorial: found as a service, exports nothing. */
module org.example.club {
    requires org.chesseus.api;

    provides org.chesseus.api.rules.RuleLayer with org.example.club.ClubRules;
}
