package org.chesseus.api.engine;

import org.chesseus.api.Legality;

/**
 * The service a search plugin provides ({@code provides org.chesseus.api.engine.EngineProvider
 * with …}); the composition root finds it with {@link java.util.ServiceLoader}.
 */
public interface EngineProvider {

    /** The engine's name as UCI's {@code id name} shows it (e.g. {@code Chesseus 0.1.0}). */
    String name();

    /** The engine's author as UCI's {@code id author} shows it. */
    String author();

    /**
     * A new engine, with its own hash table and state, searching with the board of this legality
     * (the rule book's {@link org.chesseus.api.rules.RuleBook#legality()}).
     */
    Engine create(Legality legality);
}
