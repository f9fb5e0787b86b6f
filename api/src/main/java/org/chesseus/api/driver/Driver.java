package org.chesseus.api.driver;

/**
 * A front end through which people play a game ({@code console}, {@code numeric}, …), found with
 * {@link java.util.ServiceLoader} like a rule layer and chosen at launch ({@code --driver}). The
 * host owns the game, the clock, the players and the terminal; a driver only reads what a person
 * types ({@link DriverSession#read}) and shows what happened ({@link DriverSession#moved} …), so
 * the same rules, players and clocks work behind every driver.
 *
 * <p>Contract: {@link #id()} is unique among the drivers found; {@link #open} has no effect besides
 * making the session. Optional capabilities arrive as {@code default} methods.
 */
public interface Driver {

    /** The driver's id, as {@code --driver} names it: lower case with hyphens ({@code console}). */
    String id();

    /** A short title for listings ({@code Console: board, status line, SAN or UCI input}). */
    String title();

    /** A session of this driver for one game, showing on {@code setup}'s screen. */
    DriverSession open(DriverSetup setup);
}
