package org.chesseus.drivers.web;

/**
 * A request the server refuses, with the HTTP status it answers and a message for people, sent as
 * {@code {"error": "..."}}. Whatever refused it, the games are left as they were.
 */
final class HttpRefusal extends RuntimeException {
    /** The request is malformed: not JSON, not an object, a field missing, unknown or of the wrong kind. */
    static final int BAD_REQUEST = 400;
    /** The request comes from another site's page, or names another host: not this machine's own page. */
    static final int FORBIDDEN = 403;
    /** No such game (or it expired), or no such path. */
    static final int NOT_FOUND = 404;
    /** The path does not take this method. */
    static final int METHOD_NOT_ALLOWED = 405;
    /** The action does not fit the game now: out of turn, after the end, or refused by the rule book. */
    static final int CONFLICT = 409;
    /** The move is no legal move in the present position. */
    static final int UNPROCESSABLE = 422;
    /** The server holds its most games, or streams to its most pages. */
    static final int UNAVAILABLE = 503;

    private static final long serialVersionUID = 1L;

    private final int status;

    HttpRefusal(int status, String message) {
        super(message, null, false, false);
        this.status = status;
    }

    /** The HTTP status of the answer. */
    int status() {
        return status;
    }
}
