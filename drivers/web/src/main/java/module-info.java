/**
 * The web driver of {@code chesseus serve}: the HTTP server, its JSON handlers, the event stream
 * and the page. The only module that requires {@code jdk.httpserver}; exported only to the
 * launcher, which starts it.
 */
module org.chesseus.drivers.web {
    requires org.chesseus.api;
    requires org.chesseus.tools;
    requires com.fasterxml.jackson.databind;
    requires jdk.httpserver;

    exports org.chesseus.drivers.web to org.chesseus.launcher;
}
