/**
 * Driver {@code numeric} of {@code chesseus play}, FideLite's numerical interface: squares as two
 * digits, the clocks, the last move, the result code. A plugin like a rule layer: it needs the
 * kernel alone, provides {@link org.chesseus.api.driver.Driver} and exports nothing; the launcher
 * finds it at run time.
 */
module org.chesseus.drivers.numeric {
    requires org.chesseus.api;

    provides org.chesseus.api.driver.Driver with org.chesseus.drivers.numeric.NumericDriver;
}
