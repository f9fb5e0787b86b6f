/**
 * Driver {@code console} of {@code chesseus play}: a board, FideLite's status line with live
 * clocks, SAN or UCI typed in. A plugin like a rule layer: it needs the kernel alone, provides
 * {@link org.chesseus.api.driver.Driver} and exports nothing; the launcher finds it at run time.
 */
module org.chesseus.drivers.console {
    requires org.chesseus.api;

    provides org.chesseus.api.driver.Driver with org.chesseus.drivers.console.ConsoleDriver;
}
