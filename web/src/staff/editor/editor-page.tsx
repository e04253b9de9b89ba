/**
 * /staff/posts/new and /staff/posts/:id: loads the post and opens the editor on it. A new post
 * gets its own address once its first save creates it, without reopening the editor (what is
 * being typed stays as it is).
 */
import { FileQuestion } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { BlogPost } from '../../../../shared/posts/post';
import { buttonClass } from '../../components/ui/button';
import { Link } from '../ui/link';
import { PageHeader } from '../layout/page-header';
import { describeError } from '../lib/http';
import { EmptyState, ErrorState, LoadingRows } from '../ui/states';
import { PostEditor } from './post-editor';
import { readVersioned } from './versions-api';

type Opened = { key: string; post: BlogPost | null; etag: string | null } | { key: string; missing: true } | { key: string; error: string };

export function EditorPage() {
  const { postId = 'new' } = useParams();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [attempt, setAttempt] = useState(0);
  const newCount = useRef(0);
  // The post this editor created: its address arriving is not a different post to load.
  const created = useRef<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for a reload
  useEffect(() => {
    if (postId === 'new') {
      created.current = null;
      setOpened({ key: `new-${++newCount.current}`, post: null, etag: null });
      return;
    }
    const id = Number(postId);
    if (created.current !== null && created.current === id) return;
    if (!/^\d{1,12}$/.test(postId)) {
      setOpened({ key: postId, missing: true });
      return;
    }
    const controller = new AbortController();
    setOpened(null);
    // With its version: every save of the editor is based on it (versions-api.ts).
    readVersioned(id, controller.signal).then(
      (found) => setOpened(found ? { key: `post-${id}`, post: found.post, etag: found.etag } : { key: postId, missing: true }),
      (err: unknown) => {
        if (!controller.signal.aborted) setOpened({ key: postId, error: describeError(err) });
      },
    );
    return () => controller.abort();
  }, [postId, attempt]);

  const onCreated = useCallback(
    (post: BlogPost) => {
      created.current = post.id;
      navigate(`/posts/${post.id}`, { replace: true });
    },
    [navigate],
  );

  if (!opened) {
    return (
      <div className="space-y-6">
        <PageHeader title="Edit post" documentTitle="Loading post" />
        <LoadingRows label="Loading the post…" rows={8} />
      </div>
    );
  }
  if ('missing' in opened) {
    return (
      <div className="space-y-6">
        <PageHeader title="Post not found" />
        <EmptyState title="There is no post at this address" icon={<FileQuestion aria-hidden="true" />}>
          <p>It may have been deleted.</p>
          <Link to="/posts" className={buttonClass('primary', 'md', 'mt-6')}>
            Back to posts
          </Link>
        </EmptyState>
      </div>
    );
  }
  if ('error' in opened) {
    return (
      <div className="space-y-6">
        <PageHeader title="Edit post" documentTitle="Post not loaded" />
        <ErrorState message={`The post could not be loaded. ${opened.error}`} onRetry={() => setAttempt((n) => n + 1)} />
      </div>
    );
  }
  return <PostEditor key={opened.key} post={opened.post} etag={opened.etag} onCreated={onCreated} />;
}
