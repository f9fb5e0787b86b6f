package org.chesseus.drivers.numeric;

import org.chesseus.api.driver.Driver;
import org.chesseus.api.driver.DriverSession;
import org.chesseus.api.driver.DriverSetup;

/**
 * The numeric driver ({@code --driver numeric}), FideLite's numerical interface: a square is two
 * digits, rank then file, each 0-7 (the 0x88 index in hexadecimal: a1 = {@code 00}, e4 = {@code
 * 34}), a move is four digits with an optional fifth for the promotion; any input with a non-digit
 * is a draw request; an empty line resigns. It prints only the clocks, the last move and the
 * result code.
 */
public final class NumericDriver implements Driver {

    @Override
    public String id() {
        return "numeric";
    }

    @Override
    public String title() {
        return "Numeric: FideLite's digits in (1434 = e2-e4), clocks, last move and result code out";
    }

    @Override
    public DriverSession open(DriverSetup setup) {
        return new NumericSession(setup);
    }
}
