/**
 * The engine SPI: a search plugin found with {@link java.util.ServiceLoader} through {@link
 * org.chesseus.api.engine.EngineProvider}, driven by the UCI driver, the match runner and the
 * {@code engine} player of {@code chesseus play}.
 */
package org.chesseus.api.engine;
