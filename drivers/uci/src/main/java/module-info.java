/**
 * The UCI engine protocol both ways: the server of {@code chesseus uci} (backed by an engine
 * plugin under a rule book) and the client by which {@code play} and {@code match} talk to engines
 * ({@code UciEngine}, {@code UciCommands}). Needs the kernel alone; its one package is exported only
 * to the modules that use it.
 */
module org.chesseus.drivers.uci {
    requires org.chesseus.api;

    exports org.chesseus.drivers.uci to org.chesseus.tools, org.chesseus.launcher;
}
