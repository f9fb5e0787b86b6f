package org.chesseus.api.rules;

import java.util.Set;

/**
 * A layer of rules, found with {@link java.util.ServiceLoader}: legality ({@code l1}), the board's
 * own draws ({@code l2}), people and clocks ({@code l3}), or an overlay that amends named rules of
 * the layers below ({@code fide-online}, {@code uscf}, {@code chess960}, …).
 *
 * <p>Contract: {@link #id()} is unique among the layers found; {@link #contribute} only adds,
 * replaces or removes rules through the builder and has no other effect, so a layer can be
 * composed into any number of books. Optional capabilities arrive as {@code default} methods, so
 * new ones never break a plugin.
 *
 * <p>Versions and compatibility (docs/plugins.md): {@link #API_VERSION} is the version of this
 * service interface and of the kernel types a layer sees ({@code org.chesseus.api.rules},
 * {@code .game}, {@code .mate}). Within one version nothing is removed or changed incompatibly;
 * a new version only adds (default methods, new rule interfaces, new result codes), so a layer
 * written for version N runs on every kernel of version N or later. A layer written for a later
 * version than the kernel's is refused at composition, naming both versions.
 */
public interface RuleLayer {

    /** The version of this service interface that this kernel implements. */
    int API_VERSION = 2;

    /** The layer's id, as profiles name it: lower case with hyphens ({@code l1}, {@code fide-online}). */
    String id();

    /** A short title for listings ({@code Legality: moves, check, checkmate, stalemate}). */
    String title();

    /** The ids of the layers this one builds on; a profile naming it brings them in first. */
    default Set<String> requires() {
        return Set.of();
    }

    /** The ids of layers that amend the same articles differently and cannot share a book. */
    default Set<String> conflicts() {
        return Set.of();
    }

    /**
     * The version of the service interface this layer was written for: {@code return
     * RuleLayer.API_VERSION;} (a constant, so the compiler writes the version the layer was built
     * against into the layer). The default is 1, the first version.
     */
    default int apiVersion() {
        return 1;
    }

    /** Adds, replaces or removes this layer's rules in the book being composed. */
    void contribute(RuleBookBuilder book);
}
